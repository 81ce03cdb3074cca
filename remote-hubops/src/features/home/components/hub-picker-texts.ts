/** Label of the Hub Ops home's hub picker. */
export const HUB_PICKER_LABEL = 'Hub';
/** Placeholder of the hub search (spec 000 §2). */
export const HUB_PICKER_PLACEHOLDER = 'Enter hub name or id';

/** Title panel of the filter drawer (spec 002 §2). */
export const FILTER_PANEL_TITLE = 'Select Filter';

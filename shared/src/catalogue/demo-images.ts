/** Inline SVG pictures for the image viewer demo (no network needed, and the rotation is easy to see). */
export function demoImage(label: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="220" viewBox="0 0 320 220"><rect width="320" height="220" fill="${colour}"/><path d="M20 200 L160 40 L300 200 Z" fill="rgba(255,255,255,0.35)"/><text x="20" y="44" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff">${label}</text><text x="20" y="190" font-family="sans-serif" font-size="16" fill="#fff">top-left is up</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Three proof-style images for the viewer demo. */
export const DEMO_IMAGES = [demoImage('Proof 1', '#3b5bdb'), demoImage('Proof 2', '#2f9e44'), demoImage('Proof 3', '#e8590c')];

// rspack loader: per-component Mantine CSS (issue 11). Every @mantine/core component that has styles imports its
// class map, `<Name>.module.mjs`; this loader makes that module also import `@mantine/core/styles/<Name>.css` (the
// per-component stylesheet Mantine publishes: https://mantine.dev/styles/css-files-list), so a build carries the CSS
// of exactly the components its code includes, dependencies too (Button brings UnstyledButton's), in the order the
// components import each other. The import is appended: it runs after the module's own imports, so a component's
// dependencies' styles come first, as in Mantine's styles.css.
// Option `skip`: names whose CSS the host already loads at start (a remote must not load them twice).
const fs = require('node:fs');
const path = require('node:path');

/** @this {{ resourcePath: string, getOptions: () => { skip?: string[] } }} */
module.exports = function mantineCssLoader(source) {
  const name = path.basename(this.resourcePath, '.module.mjs');
  const skip = this.getOptions()?.skip ?? [];
  if (skip.includes(name)) return source;
  const esm = `${path.sep}esm${path.sep}`;
  const css = path.join(this.resourcePath.slice(0, this.resourcePath.lastIndexOf(esm)), 'styles', `${name}.css`);
  if (!fs.existsSync(css)) return source;
  return `${source}\nimport ${JSON.stringify(css)};\n`;
};

// Side-effect CSS imports (Mantine's styles) in the standalone catalogue entry.
declare module '*.css';

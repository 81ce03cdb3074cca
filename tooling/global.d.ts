// Stylesheets imported for their side effect (Mantine's in the dev harness, a fixture remote's own): the bundler handles them.
declare module '*.css';

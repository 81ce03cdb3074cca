// The async boundary Module Federation needs: shared singletons are negotiated before the shell's code runs.
// Two stages with a task between them (issue 11, TBT): evaluating the whole start graph at once was one task of
// 300-700 ms at 4x CPU on a phone (the libraries, zod, then the shell and its components); split, the browser can
// paint and handle input between the halves. The singletons are the same: stage 2 reuses what stage 1 evaluated.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
void import('./start-libs').then(nextTask).then(() => import('./bootstrap'));

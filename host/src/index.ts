// The async boundary Module Federation needs: shared singletons are negotiated before the shell's code runs.
void import('./bootstrap');

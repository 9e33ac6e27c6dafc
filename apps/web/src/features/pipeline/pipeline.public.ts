// The offers pipeline's public module: other features import from here only (style.md §1).

// The prefix of every board read: whatever changes the board's figures (Administración's chances
// per status) invalidates it so the columns and the forecast recompute.
export { PIPELINE_KEY } from './api/pipeline-queries';

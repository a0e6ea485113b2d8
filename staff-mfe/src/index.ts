// Async boundary for running standalone: shared singletons are negotiated before the app runs.
import('./bootstrap');

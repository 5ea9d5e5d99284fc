// The same async boundary as every app, so the floor carries the same federation runtime.
import('./bootstrap');

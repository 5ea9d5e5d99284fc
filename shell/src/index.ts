// The async boundary lets Module Federation negotiate shared singletons (React, the bus) before any app code runs.
import('./bootstrap');

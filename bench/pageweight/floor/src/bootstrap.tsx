import { createRoot } from 'react-dom/client';

// The least a React page built with the apps' settings can weigh: React, react-dom, the federation runtime.
createRoot(document.getElementById('root')!).render(<h1>Hello</h1>);

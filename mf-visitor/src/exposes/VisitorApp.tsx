import { Route, Routes } from 'react-router-dom';

/** The visitor pages; mounted by the shell outside /admin and by the standalone visitor app at its root. */
export default function VisitorApp() {
  return (
    <Routes>
      <Route
        path="/track-order/:orderId?"
        element={
          <main className="container py-5">
            <h1 className="h3" data-remote="mf-visitor">
              Download your Cuba Arrival Card
            </h1>
          </main>
        }
      />
      <Route
        path="*"
        element={
          <main className="container py-5">
            <h1 className="h3" data-remote="mf-visitor">
              Page not found
            </h1>
          </main>
        }
      />
    </Routes>
  );
}

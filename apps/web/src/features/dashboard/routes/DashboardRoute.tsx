export function DashboardRoute() {
  return (
    <div className="page">
      <h1>DashboardRoute</h1>
    </div>
  );
}

export function HomeRoute() {
  return (
    <div className="page">
      <h1>HomeRoute</h1>
    </div>
  );
}

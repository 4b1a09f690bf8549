export function LoginRoute() {
  return (
    <div className="page">
      <h1>LoginRoute</h1>
    </div>
  );
}

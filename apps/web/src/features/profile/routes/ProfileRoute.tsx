export function ProfileRoute() {
  return (
    <div className="page">
      <h1>ProfileRoute</h1>
    </div>
  );
}

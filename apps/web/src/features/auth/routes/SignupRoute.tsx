export function SignupRoute() {
  return (
    <div className="page">
      <h1>SignupRoute</h1>
    </div>
  );
}

export function App() {
  return (
    <main>
      <h1>Styleprint</h1>
      <p>Discover your unique communication style</p>
    </main>
  );
}

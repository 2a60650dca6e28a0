export default function Home() {
  return <p>English home test</p>;
}

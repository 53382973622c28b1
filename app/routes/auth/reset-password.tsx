export default function Page() {
  return <main className="mx-auto max-w-md p-6">Work in progress: reset-password</main>;
}

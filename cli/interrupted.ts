/** Resolves on the first SIGINT or SIGTERM (Ctrl+C, a service manager's stop), then stops listening for both. */
export function interrupted(): Promise<void> {
  return new Promise<void>((resolve) => {
    const stop = () => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      resolve();
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
}

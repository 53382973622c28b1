// Runs before `npm start` and `npm test`. Plain syntax only: this must parse on old Node versions too.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `This project needs Node.js 24 or newer, but found ${process.version}.\n` +
      "npm normally installs a pinned Node 24 into node_modules (Linux x64/arm64). On other platforms, install Node 24 yourself.",
  );
  process.exit(1);
}

import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";

// index.html's app shell paints first; the app's modules (about 700 KB) are evaluated after that
// frame. Imported at once, their evaluation ran before the first frame and held the shell back.
requestAnimationFrame(() => setTimeout(() => void import("./app")));

import { configure } from "@testing-library/dom";

// Component tests wait for answers of the real services in-process (a database behind them): on a
// loaded 2-core machine one answer can take longer than the library's default second to arrive.
configure({ asyncUtilTimeout: 5_000 });

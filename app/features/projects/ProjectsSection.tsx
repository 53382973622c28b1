import { FolderOpen } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { type ProjectList, projectMessages } from "../../../lib/projects/contract.ts";
import { countOf } from "../../../lib/shared/format.ts";
import { cardClass, secondaryButton, sectionTitle } from "../accounts/styles.ts";
import { useHydrated } from "../accounts/use-hydrated.ts";
import { formatQuoteDate } from "../quotes/quote-format.ts";
import { projectPath, projectsApi } from "./projects-api.ts";

type Loaded = { status: "loading" } | { status: "error" } | { status: "ready"; list: ProjectList };

/**
 * The projects half of the `my-quotes-/-projects` tab (API-38): the user's projects within the working
 * account, the last changed first, each with its note, counts and date, opening its page. Loaded in
 * the browser when the tab opens; a failure shows "Could not load projects" with a way to try again.
 */
export function ProjectsSection() {
  const [state, setState] = useState<Loaded>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const local = useHydrated();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the list again
  useEffect(() => {
    let current = true;
    setState({ status: "loading" });
    projectsApi
      .list()
      .then((list) => current && setState({ status: "ready", list }))
      .catch(() => current && setState({ status: "error" }));
    return () => {
      current = false;
    };
  }, [attempt]);

  return (
    <section aria-labelledby="projects-title" className="space-y-3" data-testid="projects-section">
      <h3 id="projects-title" className={sectionTitle}>
        Projects
      </h3>
      {state.status === "loading" && <p className="text-slate-500">Loading projects…</p>}
      {state.status === "error" && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-brand-red">
          {projectMessages.loadError}
          <button type="button" onClick={retry} className={secondaryButton}>
            Try again
          </button>
        </div>
      )}
      {state.status === "ready" && state.list.projects.length === 0 && (
        <p className="text-slate-600">
          No projects yet. Use <span className="font-semibold">Add to Project</span> on a product to start
          one.
        </p>
      )}
      {state.status === "ready" && state.list.projects.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {state.list.projects.map((project) => (
            <li key={project.projectID} className={`${cardClass} relative hover:border-brand-green`}>
              <p className="flex items-start gap-2 font-bold text-brand-navy">
                <FolderOpen aria-hidden size={18} className="mt-0.5 shrink-0 text-brand-green" />
                <Link
                  to={projectPath(project.projectID)}
                  className="min-w-0 break-words after:absolute after:inset-0 focus:outline-none"
                >
                  {project.name}
                </Link>
              </p>
              {project.note && (
                <p className="mt-1 line-clamp-2 break-words text-sm text-slate-600">{project.note}</p>
              )}
              <p className="mt-2 text-sm text-slate-500">
                {project.lineCount === 1 ? "1 product" : `${project.lineCount} products`} ·{" "}
                {countOf(project.unitCount, "unit")} · updated {formatQuoteDate(project.updatedAt, local)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

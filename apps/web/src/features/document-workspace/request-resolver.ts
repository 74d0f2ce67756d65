import type { FieldErrors } from "react-hook-form";

import type { AnswerProblem } from "@lexforge/doc-engine/data";
import type { TDocumentRequest } from "@lexforge/validators";

import { lazyResolver } from "~/lib/lazy-resolver";
import type { GeneratorFormValues } from "./form-values";

type Errors = FieldErrors<GeneratorFormValues>;

/**
 * The answers' problems as react-hook-form errors: a question's own under answers.<name> (a list's under
 * its `root`), a row's cell under answers.<name>.<row>.<column>, where the inputs show them.
 */
function answerErrors(problems: AnswerProblem[]): Record<string, unknown> {
  const errors: Record<string, Record<string | number, unknown>> = {};
  for (const { field, row, column, message } of problems) {
    const error = { type: "answer", message };
    const at = (errors[field] ??= {});
    if (row === undefined || column === undefined) {
      if (!at.root) Object.assign(at, { root: error, ...error });
    } else {
      const cells = (at[row] ??= {}) as Record<string, unknown>;
      cells[column] ??= error;
    }
  }
  return errors;
}

/**
 * The request schema, then the engine's own check of the answers (answerProblems): a value it could not use,
 * or a core term left blank, stops Next with a message beside the field. The schema, zod and the question sets
 * load on the form's first focus, not with the page: most visitors only read it.
 */
export const documentRequest = lazyResolver<GeneratorFormValues, unknown, TDocumentRequest>(async () => {
  const [{ zodResolver }, { ZDocumentRequestSchema }, { answerProblems }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@lexforge/validators"),
    import("@lexforge/doc-engine/data"),
  ]);
  const request = zodResolver(ZDocumentRequestSchema);
  return async (values, context, options) => {
    const result = await request(values, context, options);
    // The form asks for the type's core terms too (a lease's rent and property): see QuestionField.core.
    const problems = answerProblems(values.documentType, values.answers ?? {}, { core: true });
    if (problems.length === 0) return result;
    const errors = result.errors as Errors;
    const answers = { ...(errors.answers as object | undefined), ...answerErrors(problems) };
    return { values: {}, errors: { ...errors, answers } as Errors };
  };
});

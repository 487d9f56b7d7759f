// Exit codes the operator's commands share: 0 done, 1 the skins have errors (validate, migrate),
// 2 the command line itself is wrong (an unknown format, skin id or git ref), said in one line
// before anything else is printed.
export const USAGE_ERROR = 2;

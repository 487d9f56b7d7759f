// The merge as a chunk of its own: with the validators it runs, it is about a twentieth of the
// home's JavaScript budget (DESIGN.md: 160 KB), and it is only needed once the permission call has
// answered, so it loads while that call is in flight (src/app/app.tsx passes the loader to
// BootGate).
export { mergeEffective } from '../../../engine';

// A picture the player attaches (a withdrawal's proof, a feedback's screenshot), read in the browser
// and judged by its first bytes as the gateway will judge it (engine proofProblem: PNG or JPEG, at
// most 5 MB), then carried as a data URL. The media type claimed is left generic: the content
// decides, never the name.
import { proofProblem, type ProofProblem } from '../../../engine';

export interface ImageFile {
  name: string;
  data: string;
}

export async function readImageFile(
  file: File,
): Promise<ImageFile | { name: string; problem: ProofProblem }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = proofProblem(bytes);
  if (problem) return { name: file.name, problem };
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return { name: file.name, data: `data:application/octet-stream;base64,${btoa(binary)}` };
}

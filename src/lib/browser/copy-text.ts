// Copies text for the copy-ID buttons (spec 000 §2 account menu and securityCenter; spec 001 §8).
// The Clipboard API needs a secure context and permission; where it is missing or refuses, a hidden
// textarea and execCommand still work in the browsers players use.
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

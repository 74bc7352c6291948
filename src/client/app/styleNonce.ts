/**
 * antd passes the page's CSP nonce to the style tags it injects, but one helper underneath it
 * (rc-util's scrollbar measurement, used by every Table) inserts a <style> without one, which the
 * policy then refuses. A nonce-based policy already trusts whatever this bundle inserts, so we give
 * such tags the page's nonce as they are added, instead of weakening the policy with
 * 'unsafe-inline'.
 */
export function stampStyleNonce(nonce: string): void {
  const stamp = (node: Node) => {
    if (node instanceof HTMLStyleElement && !node.nonce) node.nonce = nonce;
  };
  const { appendChild, insertBefore } = Node.prototype;
  Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
    stamp(node);
    return appendChild.call(this, node) as T;
  };
  Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
    stamp(node);
    return insertBefore.call(this, node, child) as T;
  };
}

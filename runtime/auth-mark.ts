/**
 * Marks a credential fleetkit makes (before it is frozen) with what a client of another copy of fleetkit says when it
 * is given it (`authCore`): each copy knows only its own credentials, and a credential from another copy (fleetkit
 * loaded as ESM and as CommonJS, or two versions installed) would otherwise be refused as not a credential at all. The
 * key is a symbol of the global registry, the same in every copy.
 */
export function markAuth<T extends object>(face: T): T {
  return Object.defineProperty(face, Symbol.for("fleetkit.auth"), {
    value:
      "auth was made by another copy of fleetkit than this client: fleetkit is loaded twice (as ESM and as CommonJS, or two versions installed), and a client knows only the credentials of its own copy; import apiKeyAuth, basicAuth, allAuth or createOAuthApp from the module that gives you createFleetClient (`npm ls fleetkit` lists the copies)",
  });
}

package dev.starling.core.api.oauth2;

/** What Starling does with a set of scopes: the headings of the scope list ({@code oauth2.scopeGroup.<NAME>}). */
public enum ScopeGroup {
    READ,
    STREAM,
    PUBLISH,
    LIKE,
    FOLLOW,
    DIRECT_MESSAGES,
    OFFLINE,
    OTHER;

    public String labelKey() {
        return "oauth2.scopeGroup." + name();
    }
}

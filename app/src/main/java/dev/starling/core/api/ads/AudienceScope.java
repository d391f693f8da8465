package dev.starling.core.api.ads;

/** {@code permission_scope} of the audience list: the account's own audiences or those shared with it. */
public enum AudienceScope { OWNER, SHARED }

package dev.starling.core.api.ads;

/** What a grantee account may do with a shared audience. */
public enum PermissionLevel { READ_ONLY, READ_WRITE }

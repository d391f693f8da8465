package dev.starling.core.rules;

/** How a group joins its parts: a space is AND, {@code OR} is OR. AND binds before OR. */
public enum Connective { AND, OR }

package dev.starling.core.config;

/** The user's theme choice; SYSTEM follows the operating system when it can be read. */
public enum ThemePreference { SYSTEM, LIGHT, DARK }

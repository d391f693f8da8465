package dev.starling.core.rules;

/** How an operator's value is written: bare, in quotes or in square brackets ({@code point_radius:[...]}). */
public enum ValueForm { BARE, QUOTED, BRACKETED }

package dev.starling.core.text;

/**
 * A failure that carries its own words as bundle text (core never holds English): the command line and
 * the window render {@link #text()} wherever such a failure surfaces, instead of its message.
 */
public interface Worded {

    BundleText text();
}

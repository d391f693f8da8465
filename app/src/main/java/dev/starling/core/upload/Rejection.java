package dev.starling.core.upload;

/** A value that will not be sent: where it is (line, 1-based column) and why. Never the value itself. */
public record Rejection(long line, int column, IdentifierType type, String reason) {
}

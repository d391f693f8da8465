package dev.starling.core.requestlog;

/** Where the HTTP client hands each recorded exchange. */
@FunctionalInterface
public interface RequestLogSink {

    RequestLogSink NONE = entry -> { };

    void record(RequestLogEntry entry);
}

package dev.starling.sandbox.auth;

/** Which error body an authentication failure gets, as the API family does on X. */
public enum ErrorStyle {
    /** v2: RFC 7807 problem ({@code application/problem+json}). */
    V2_PROBLEM,
    /** v1.1, OAuth endpoints and the Ads API: {@code {"errors":[{"code":..,"message":..}]}}. */
    X_ERRORS
}

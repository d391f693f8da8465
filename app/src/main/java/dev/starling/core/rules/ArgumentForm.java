package dev.starling.core.rules;

/** What an operator takes after its colon (or how a clause without one is written). */
public enum ArgumentForm {
    /** A word or emoji. */
    WORD,
    /** Words in double quotes. */
    PHRASE,
    /** Words in double quotes and {@code ~N}, N from 1 to 6. */
    PROXIMITY,
    /** A hashtag, mention or cashtag without its sign. */
    TAG,
    /** A username (without or with {@code @}) or a numeric user id. */
    USER,
    /** A URL or part of one; quoted when it holds special characters. */
    URL,
    /** A BCP 47 language code X supports ({@code en}, {@code ja}, {@code und}, ...). */
    LANGUAGE,
    /** One of a fixed list ({@code is:retweet}, {@code has:media}). */
    CHOICE,
    /** A whole percentage from 1 to 100. */
    PERCENT,
    /** An ISO 3166-1 alpha-2 country code. */
    COUNTRY,
    /** A place name or id; quoted when it has spaces. */
    PLACE,
    /** {@code [longitude latitude radius]}, radius with mi or km, at most 25 miles. */
    POINT_RADIUS,
    /** {@code [west south east north]} in degrees, each side at most 25 miles. */
    BOUNDING_BOX,
    /** {@code domain_id.entity_id} or {@code domain_id.*}. */
    CONTEXT,
    /** A named entity, quoted when it has spaces. */
    TEXT,
    /** A post id (the conversation's first post). */
    POST_ID,
    /** A description in double quotes, matched by meaning. */
    QUOTED_TEXT,
    /** A number from 0.0 to 1.0. */
    THRESHOLD,
    /** A count {@code N} or a range {@code N..M}. */
    COUNT
}

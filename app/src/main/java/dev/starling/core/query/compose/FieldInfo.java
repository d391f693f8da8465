package dev.starling.core.query.compose;

/** One selectable field or expansion with a short description and who may request it. */
public record FieldInfo(String name, String description, Access access) {

    public enum Access {
        /** Any caller. */
        PUBLIC,
        /** Only with the signed-in user's context (own posts, relationship fields). */
        USER_CONTEXT,
        /** User context plus special access (promoted data needs an Ads account). */
        SPECIAL
    }

    public boolean needsUserContext() {
        return access != Access.PUBLIC;
    }
}

package dev.starling.ui.ads;

import dev.starling.core.upload.common.UploadSettings;

/**
 * Where the wizard uploads to: an existing custom audience, a new one created by the wizard (then
 * {@code listId} is null until it exists), or a do-not-reach list.
 *
 * @param listName shown in the wizard's title and summary
 */
public record UploadTarget(UploadSettings.Target kind, String accountId, String listId, String listName) {

    public static UploadTarget audience(String accountId, String audienceId, String name) {
        return new UploadTarget(UploadSettings.Target.CUSTOM_AUDIENCE, accountId, audienceId, name);
    }

    /** No audience chosen yet: the wizard offers to create one. */
    public static UploadTarget newAudience(String accountId) {
        return new UploadTarget(UploadSettings.Target.CUSTOM_AUDIENCE, accountId, null, null);
    }

    public static UploadTarget doNotReachList(String accountId, String listId, String name) {
        return new UploadTarget(UploadSettings.Target.DO_NOT_REACH_LIST, accountId, listId, name);
    }

    public boolean doNotReach() {
        return kind == UploadSettings.Target.DO_NOT_REACH_LIST;
    }

    public boolean hasList() {
        return listId != null;
    }
}

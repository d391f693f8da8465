package dev.starling.core.sync;

import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.read.SourceProfile;

/** A CRM export to keep an audience in step with: the file, its columns and the phone region of its numbers. */
public record SyncRequest(String accountId, String audienceId, SourceProfile profile, ColumnMapping mapping,
                          IdentifierNormalizer normalizer) {
}

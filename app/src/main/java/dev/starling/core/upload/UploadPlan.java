package dev.starling.core.upload;

import java.util.Objects;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.common.UploadException;
import dev.starling.core.upload.common.UploadSettings;

/**
 * An upload of a file as it will be made: the file, which columns hold which identifiers, the phone region's
 * normalizer and where the people go. Built and checked once, where the user chooses (the wizard's preview, the
 * command's options), then carried unchanged to the preview and the start: a plan that exists is one the pipeline can
 * send.
 */
public record UploadPlan(SourceProfile source, ColumnMapping mapping, IdentifierNormalizer normalizer,
                         UploadSettings settings) {

    /** @throws UploadException when a mapped column is not in the file, or the target does not take a column's type */
    public UploadPlan {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(mapping, "mapping");
        Objects.requireNonNull(normalizer, "normalizer");
        Objects.requireNonNull(settings, "settings");
        mapping.validateAgainst(source.width());
        settings.validate(mapping);
    }

    /** The same file, columns and region to {@code chosen}, checked again only against the new settings. */
    public UploadPlan to(UploadSettings chosen) {
        return new UploadPlan(source, mapping, normalizer, chosen);
    }
}

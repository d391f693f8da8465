package dev.starling.core.upload.encode;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.BitSet;
import java.util.Iterator;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.UploadPipeline;
import dev.starling.core.upload.common.UploadSettings;

/**
 * People to upload that are not a file: a list already normalised and hashed (a set operation over CRM files, the
 * changes a sync sends), held in memory or as digests in the durable store; never a value in the clear. The
 * pipeline sends it as it sends a file ({@link UploadPipeline#start(HashedSource, UploadSettings, UploadControl,
 * java.util.function.Consumer)}), journalled, so an interrupted run resumes without sending a batch twice.
 */
public interface HashedSource {

    /** Shown and journalled as the job's source (e.g. the CRM file a sync compared): never opened. */
    String label();

    /**
     * What the journal keeps to tell such a job from a file's upload (e.g. {@code sync}): it is resumed by the
     * feature that made it, with its source, never as a file.
     */
    String kind();

    /** The number of people: operations to send, one a person. */
    long size();

    /** The identifier types its people hold (a do-not-reach list takes email and phone_number only). */
    java.util.Set<IdentifierType> types();

    /** A fingerprint of the people and their digests: a resume refuses a source whose fingerprint differs. */
    String fingerprint();

    /**
     * The people in a fixed order, each numbered by its {@link HashedRows#lines() line}: the same source gives the
     * same batches, which resuming relies on. No partner id: its digest cannot be sent.
     */
    Iterator<HashedRows> people();

    /**
     * The server acknowledged {@code batch}; called in the journal's transaction that records it, so what the source
     * keeps of what was sent (a sync's record of an audience) never disagrees with the journal.
     *
     * @param refused indices in the batch of the operations the server refused (not applied)
     */
    default void acknowledged(Connection connection, UploadBatch batch, BitSet refused) throws SQLException {
    }
}

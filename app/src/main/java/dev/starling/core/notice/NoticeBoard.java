package dev.starling.core.notice;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/** Collects notices raised anywhere (start-up included) for the shell to show. Thread-safe. */
public final class NoticeBoard {

    private final List<Notice> notices = new CopyOnWriteArrayList<>();
    private final List<Consumer<Notice>> listeners = new CopyOnWriteArrayList<>();

    public void post(Notice notice) {
        notices.add(notice);
        listeners.forEach(listener -> listener.accept(notice));
    }

    public List<Notice> all() {
        return new ArrayList<>(notices);
    }

    public void dismiss(Notice notice) {
        notices.remove(notice);
    }

    /** Listener is called on the posting thread. */
    public void subscribe(Consumer<Notice> listener) {
        listeners.add(listener);
    }
}

package dev.starling.ui.common;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.InvalidationListener;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.value.ChangeListener;

/**
 * A read-only property whose listeners hear of every new object set, told apart by identity: JavaFX's own
 * properties compare the old and new value with {@code equals} before telling change listeners, which for
 * a large value (a query's answer: every row and line) is a long frame, and for an equal value sent again
 * (the same answer twice) says nothing at all. The owner sets it with {@link #set}; FX thread only.
 */
public final class NewValueProperty<T> extends ReadOnlyObjectProperty<T> {

    private final Object bean;
    private final String name;
    private final List<InvalidationListener> invalidationListeners = new ArrayList<>();
    private final List<ChangeListener<? super T>> changeListeners = new ArrayList<>();
    private T value;

    public NewValueProperty(Object bean, String name) {
        this.bean = bean;
        this.name = name;
    }

    /** Sets {@code now} and tells every listener, unless it is the very object already held. */
    public void set(T now) {
        T old = value;
        if (old == now) {
            return;
        }
        value = now;
        for (InvalidationListener listener : List.copyOf(invalidationListeners)) {
            listener.invalidated(this);
        }
        for (ChangeListener<? super T> listener : List.copyOf(changeListeners)) {
            listener.changed(this, old, now);
        }
    }

    @Override
    public T get() {
        return value;
    }

    @Override
    public Object getBean() {
        return bean;
    }

    @Override
    public String getName() {
        return name;
    }

    @Override
    public void addListener(ChangeListener<? super T> listener) {
        changeListeners.add(listener);
    }

    @Override
    public void removeListener(ChangeListener<? super T> listener) {
        changeListeners.remove(listener);
    }

    @Override
    public void addListener(InvalidationListener listener) {
        invalidationListeners.add(listener);
    }

    @Override
    public void removeListener(InvalidationListener listener) {
        invalidationListeners.remove(listener);
    }
}

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './sortable-list.css';

export interface SortableItem {
  id: UniqueIdentifier;
  /** How the item is named to a screen reader while it moves. */
  label: string;
  content: ReactNode;
}

/**
 * A list put in order by dragging its handles, with a pointer or the keyboard (Space picks an item
 * up, the arrows move it, Space puts it down, Escape cancels), each move said to screen readers in
 * the console's language. `onReorder` receives the ids in their new order.
 */
export function SortableList({
  label,
  items,
  onReorder,
}: {
  label: string;
  items: readonly SortableItem[];
  onReorder: (ids: UniqueIdentifier[]) => void;
}) {
  const { t } = useTranslation('admin');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const labelOf = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.label ?? '';
  const positionOf = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(id) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('sortable.picked', { item: labelOf(active.id), position: positionOf(active.id), total: ids.length }),
    onDragOver: ({ active, over }) =>
      over
        ? t('sortable.over', { item: labelOf(active.id), position: positionOf(over.id), total: ids.length })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t('sortable.dropped', {
        item: labelOf(active.id),
        position: positionOf(over?.id ?? active.id),
        total: ids.length,
      }),
    onDragCancel: ({ active }) => t('sortable.cancelled', { item: labelOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(active.id), ids.indexOf(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('sortable.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="sortable-list" aria-label={label}>
          {items.map((item) => (
            <SortableRow key={item.id} item={item} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ item }: { item: SortableItem }) {
  const { t } = useTranslation('admin');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  return (
    <li
      ref={setNodeRef}
      className={`sortable-list__item ${isDragging ? 'sortable-list__item--dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="sortable-list__handle"
        aria-label={t('sortable.move', { item: item.label })}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden size={18} />
      </button>
      {item.content}
    </li>
  );
}

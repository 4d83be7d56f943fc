import { ActionIcon, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cropToSquare } from '../crop-to-square';
import classes from '../profile.module.css';
import { type CropView, clampView, type ImageSize, placement, sourceSquare, ZOOM_MAX, ZOOM_MIN } from '../square-crop';

/** Fits a 390 px phone inside the dialog's padding. */
const FRAME_SIDE_PX = 280;
const MOVE_STEP_PX = 16;
const CENTRED: CropView = { zoom: 1, offsetXPx: 0, offsetYPx: 0 };
/** Buttons that move the picture too, for keyboards and for anyone who cannot drag (WCAG 2.5.7). */
const MOVES = [
  { key: 'moveLeft', arrow: '←', dxPx: -MOVE_STEP_PX, dyPx: 0 },
  { key: 'moveUp', arrow: '↑', dxPx: 0, dyPx: -MOVE_STEP_PX },
  { key: 'moveDown', arrow: '↓', dxPx: 0, dyPx: MOVE_STEP_PX },
  { key: 'moveRight', arrow: '→', dxPx: MOVE_STEP_PX, dyPx: 0 },
] as const;

type SquareCropDialogProps = {
  file: File | null;
  isSaving: boolean;
  onCancel: () => void;
  onCropped: (file: File) => void;
};

/** The object URL of the chosen file while the dialog shows it (the browser frees it afterwards). */
const useObjectUrl = (file: File | null): string | undefined => {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return undefined;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(undefined);
    };
  }, [file]);
  return url;
};

/**
 * Crops the chosen picture to a square in the browser: dragging (finger or mouse) or the arrow buttons move it, the
 * slider zooms. Only the square is uploaded, small, so a weak signal carries it.
 */
export const SquareCropDialog = ({ file, isSaving, onCancel, onCropped }: SquareCropDialogProps) => {
  const { t } = useTranslation('profile');
  const url = useObjectUrl(file);
  const imageRef = useRef<HTMLImageElement>(null);
  const dragFrom = useRef<{ xPx: number; yPx: number } | null>(null);
  const [size, setSize] = useState<ImageSize | null>(null);
  const [view, setView] = useState<CropView>(CENTRED);
  const [isUnreadable, setIsUnreadable] = useState(false);

  const moveBy = (dxPx: number, dyPx: number) => {
    if (!size) return;
    setView((current) =>
      clampView(size, FRAME_SIDE_PX, {
        ...current,
        offsetXPx: current.offsetXPx + dxPx,
        offsetYPx: current.offsetYPx + dyPx,
      }),
    );
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    dragFrom.current = { xPx: event.clientX, yPx: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = dragFrom.current;
    if (!from) return;
    moveBy(event.clientX - from.xPx, event.clientY - from.yPx);
    dragFrom.current = { xPx: event.clientX, yPx: event.clientY };
  };

  const crop = async () => {
    const image = imageRef.current;
    if (!image || !size) return;
    onCropped(await cropToSquare(image, sourceSquare(size, FRAME_SIDE_PX, view)));
  };

  const placed = size && placement(size, FRAME_SIDE_PX, view);
  return (
    <Modal
      opened={file !== null}
      onClose={onCancel}
      title={t('picture.cropTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('picture.cancel') }}
    >
      <Stack gap="md" align="center">
        <Text size="sm">{t('picture.cropHelp')}</Text>
        {isUnreadable && <Text c="red.8">{t('picture.unreadable')}</Text>}
        <div
          className={classes.cropFrame}
          style={{ width: FRAME_SIDE_PX, height: FRAME_SIDE_PX }}
          data-testid="crop-frame"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => {
            dragFrom.current = null;
          }}
          onPointerCancel={() => {
            dragFrom.current = null;
          }}
        >
          {url && (
            <img
              ref={imageRef}
              src={url}
              alt=""
              draggable={false}
              className={classes.cropImage}
              style={
                placed
                  ? { left: placed.leftPx, top: placed.topPx, width: placed.widthPx, height: placed.heightPx }
                  : { visibility: 'hidden' }
              }
              onLoad={(event) => {
                const { naturalWidth, naturalHeight } = event.currentTarget;
                setSize({ widthPx: naturalWidth, heightPx: naturalHeight });
                setView(CENTRED);
                setIsUnreadable(false);
              }}
              onError={() => setIsUnreadable(true)}
            />
          )}
        </div>
        <Group gap="xs" justify="center">
          {MOVES.map((move) => (
            <ActionIcon
              key={move.key}
              variant="default"
              size="lg"
              aria-label={t(`picture.${move.key}`)}
              onClick={() => moveBy(move.dxPx, move.dyPx)}
              disabled={!size}
            >
              <span aria-hidden="true">{move.arrow}</span>
            </ActionIcon>
          ))}
        </Group>
        <Slider
          w="100%"
          min={ZOOM_MIN}
          max={ZOOM_MAX}
          step={0.05}
          value={view.zoom}
          onChange={(zoom) => size && setView((current) => clampView(size, FRAME_SIDE_PX, { ...current, zoom }))}
          label={null}
          thumbLabel={t('picture.zoom')}
          disabled={!size}
        />
        <Group justify="flex-end" w="100%">
          <Button variant="default" onClick={onCancel}>
            {t('picture.cancel')}
          </Button>
          <Button onClick={() => void crop()} loading={isSaving} disabled={!size}>
            {t('picture.use')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
